/** The maps service (SPEC 7.3): embed and directions URLs for an address. The CSP allows its frame origin. */
export const MAPS_ORIGIN = "https://www.google.com";

export function mapEmbedUrl(address: string): string {
  return `${MAPS_ORIGIN}/maps?q=${encodeURIComponent(address)}&output=embed`;
}

export function directionsUrl(address: string): string {
  return `${MAPS_ORIGIN}/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}
