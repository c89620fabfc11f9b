import type { ReactNode } from "react";
import type { Content } from "../content/schema";
import type { PageHead } from "../lib/head";
import type { Route } from "../route";

export interface PageProps {
  route: Route;
}

/** A page: what it says in the head, what it renders, and its breadcrumb label if not the slug's. */
export interface PageDef {
  head: (route: Route, content: Content) => PageHead;
  Page: (props: PageProps) => ReactNode;
  crumbLabel?: (route: Route, content: Content) => string | undefined;
}
