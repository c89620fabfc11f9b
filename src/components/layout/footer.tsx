/** Site footer (SPEC 2.2): company, services and legal links, contact details, tagline, copyright. */
import { paths } from "../../paths";
import { useSite } from "../../site-context";
import { ContactDetails } from "../blocks/contact-details";
import { SiteLink } from "../ui/site-link";
import { Logo } from "./logo";

const companyLinks = [
  { name: "About Us", href: paths.about },
  { name: "Careers", href: paths.careers },
  { name: "Blog", href: paths.blog },
  { name: "Sustainability & ESG", href: paths.sustainability },
  { name: "Contact", href: paths.contact },
];

const legalLinks = [
  { name: "Privacy Policy", href: paths.privacy },
  { name: "Terms of Service", href: paths.terms },
];

const linkClass =
  "rounded-sm text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-white";

type FooterLink = { name: string; href: string };

function LinkItems({ className, links }: { className: string; links: FooterLink[] }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <SiteLink to={link.href} className={linkClass}>
            {link.name}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

function LinkList({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <LinkItems className="mt-4 space-y-3 text-sm" links={links} />
    </nav>
  );
}

/** What makes one page's footer differ from another's (besides the base path): the year. See headerVariant. */
export function footerVariant(year: number): string {
  return String(year);
}

export function Footer() {
  const { year, content } = useSite();
  const { site, services } = content;
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:px-8 xl:grid-cols-4">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-xs text-sm leading-6">{site.tagline}</p>
        </div>
        <LinkList title="Company" links={companyLinks} />
        <LinkList
          title="Services"
          links={services.map((service) => ({ name: service.title, href: paths.service(service) }))}
        />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Contact</h2>
          <ContactDetails layout="footer" linkClass={linkClass} />
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            © {year} {site.brand}. All rights reserved.
          </p>
          <LinkItems className="flex gap-6" links={legalLinks} />
        </div>
      </div>
    </footer>
  );
}
