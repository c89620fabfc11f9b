import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import type { ReactNode } from "react";
import { addressLine, emailHref, noWrap, phoneHref, phoneText } from "../../lib/contact";
import { useSite } from "../../site-context";
import { Unbroken } from "../ui/unbroken";

type IconComponent = typeof Phone;

/**
 * The phone number, e-mail address and postal address of content/site.yaml, as each place lays
 * them out:
 * - "page": the contact page's labelled list, with the office hours under the address;
 * - "card": the FAQ section's narrow panel, phone and e-mail only, the number on two lines;
 * - "footer": the footer's dark column, icon beside each value and no labels (its heading says Contact).
 */
export function ContactDetails({
  layout,
  linkClass,
}: {
  layout: "page" | "card" | "footer";
  /** The footer's links take the footer's colours. */
  linkClass?: string;
}) {
  return layout === "footer" ? <IconList linkClass={linkClass} /> : <LabelledList layout={layout} />;
}

const LINK = "text-brand-700 hover:underline";

/** Where the labelled layouts differ: the page has room for larger icons and more space. */
const labelled = {
  page: { list: "mt-8 space-y-6", term: "gap-3", icon: "size-6", value: "pl-9" },
  card: { list: "mt-5 space-y-4 text-sm", term: "gap-2", icon: "size-5", value: "pl-7" },
} as const;

type Look = (typeof labelled)[keyof typeof labelled];

function LabelledList({ layout }: { layout: keyof typeof labelled }) {
  const look = labelled[layout];
  const { site, copy } = useSite().content;
  const { details } = copy.contact;
  return (
    <dl className={look.list}>
      <Labelled look={look} icon={Phone} label={details.phoneLabel}>
        <a href={phoneHref(site.phone)} className={LINK}>
          {layout === "card" ? (
            // The vanity form on its own line and the digits under it: the number never parts
            // mid-way, however narrow the column (1024 px puts the card in a third of the page).
            <>
              <span className="block text-base font-semibold">{noWrap(site.phone.vanity)}</span>
              <span className="block">{noWrap(site.phone.digits)}</span>
            </>
          ) : (
            // The vanity form and the digits may part at the space on the narrowest phones.
            <>
              {noWrap(site.phone.vanity)} ({noWrap(site.phone.digits)})
            </>
          )}
        </a>
      </Labelled>
      <Labelled look={look} icon={Mail} label={details.emailLabel}>
        <a href={emailHref(site.email)} className={LINK}>
          {site.email}
        </a>
      </Labelled>
      {layout === "page" && (
        <>
          <Labelled look={look} icon={MapPin} label={details.addressLabel}>
            <address className="not-italic text-slate-700">{addressLine(site.address)}</address>
          </Labelled>
          <Labelled look={look} icon={Clock} label={details.hoursLabel} valueClass="text-slate-700">
            <Unbroken>{details.hours}</Unbroken>
            <br />
            <Unbroken>{details.response}</Unbroken>
          </Labelled>
        </>
      )}
    </dl>
  );
}

function Labelled({
  look,
  icon: Icon,
  label,
  valueClass,
  children,
}: {
  look: Look;
  icon: IconComponent;
  label: string;
  valueClass?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className={`flex items-center ${look.term} font-semibold text-slate-900`}>
        <Icon className={`${look.icon} shrink-0 text-brand-700`} aria-hidden="true" />
        {/* One flex item: the label's text and its no-wrap parts must not be spaced apart by the gap. */}
        <span>
          <Unbroken>{label}</Unbroken>
        </span>
      </dt>
      <dd className={valueClass ? `mt-1 ${look.value} ${valueClass}` : `mt-1 ${look.value}`}>{children}</dd>
    </div>
  );
}

function IconList({ linkClass }: { linkClass?: string }) {
  const { site } = useSite().content;
  return (
    <ul className="mt-4 space-y-3 text-sm">
      <IconItem icon={Phone}>
        <a href={phoneHref(site.phone)} className={linkClass}>
          {phoneText(site.phone)}
        </a>
      </IconItem>
      <IconItem icon={Mail}>
        <a href={emailHref(site.email)} className={linkClass}>
          {site.email}
        </a>
      </IconItem>
      <IconItem icon={MapPin}>
        <address className="not-italic">{addressLine(site.address)}</address>
      </IconItem>
    </ul>
  );
}

function IconItem({ icon: Icon, children }: { icon: IconComponent; children: ReactNode }) {
  return (
    <li className="flex gap-2">
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {children}
    </li>
  );
}
