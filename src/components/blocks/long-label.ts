/**
 * For a large button whose label may be longer than a 320 px phone is wide ("Request Project
 * Consultation", "Request Your ESG Impact Report"): below the small breakpoint the label may wrap
 * and the button grows, instead of pushing the page sideways.
 */
export const longLabel =
  "max-sm:h-auto max-sm:min-h-12 max-sm:py-3 max-sm:text-center max-sm:whitespace-normal";
