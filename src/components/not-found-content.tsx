/**
 * The 404 page's content. A static host answers every unknown URL with
 * 404.html, so this island reads the real path once mounted: it logs it, and
 * under /blog it shows Post, Author or Category Not Found with Return to Blog.
 * The server renders the generic text, which is also what non-JS visitors see.
 */
import { useEffect, useState } from "react";
import { type NotFoundKind, notFoundKind } from "../lib/not-found";
import { stripBase } from "../lib/url";
import { buttonVariants } from "./ui/button-variants";
import { Unbroken } from "./ui/unbroken";

export interface NotFoundProps {
  basePath: string;
  code: string;
  generic: { title: string; text: string };
  variants: Record<Exclude<NotFoundKind, "page">, { title: string; text: string }>;
  primary: { label: string; href: string };
  secondary: { label: string; href: string };
  blogButton: { label: string; href: string };
  popular: { title: string; items: { label: string; href: string }[] };
}

const primary = buttonVariants({ variant: "cta", size: "lg" });
const secondary = buttonVariants({ variant: "outline", size: "lg" });

export default function NotFoundContent(props: NotFoundProps) {
  const [kind, setKind] = useState<NotFoundKind>("page");
  useEffect(() => {
    const path = stripBase(props.basePath, window.location.pathname);
    console.warn(`404: no page at ${path}`);
    setKind(notFoundKind(path));
  }, [props.basePath]);
  const copy = kind === "page" ? props.generic : props.variants[kind];
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6" data-not-found={kind}>
      <p className="text-7xl font-extrabold tracking-tight text-brand-700">{props.code}</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{copy.title}</h1>
      <p className="mt-4 text-lg leading-8 text-slate-600">
        <Unbroken>{copy.text}</Unbroken>
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        {kind === "page" ? (
          <>
            <a href={props.primary.href} className={primary}>
              {props.primary.label}
            </a>
            <a href={props.secondary.href} className={secondary}>
              {props.secondary.label}
            </a>
          </>
        ) : (
          <a href={props.blogButton.href} className={primary}>
            {props.blogButton.label}
          </a>
        )}
      </div>
      <nav aria-labelledby="popular-title" className="mt-14 border-t border-slate-200 pt-10">
        <h2 id="popular-title" className="text-lg font-semibold text-slate-900">
          {props.popular.title}
        </h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-3">
          {props.popular.items.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="font-medium text-brand-700 hover:underline">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
