/**
 * Links dressed as buttons (SPEC 2.3): variants default, destructive, outline,
 * secondary, ghost, link, cta, hero; sizes default, sm, lg, icon.
 */
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { OUTLINE_BUTTON, PRIMARY_BUTTON } from "./button-colors";
import { SiteLink } from "./site-link";

const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-brand-700 text-white hover:bg-brand-800",
        destructive: "bg-red-700 text-white hover:bg-red-800",
        outline: OUTLINE_BUTTON,
        secondary: "bg-slate-100 text-slate-900 hover:bg-slate-200",
        ghost: "text-slate-800 hover:bg-slate-100",
        link: "text-brand-700 underline-offset-4 hover:underline",
        cta: PRIMARY_BUTTON,
        hero: "border border-white/70 bg-white/10 text-white hover:bg-white/20",
      },
      size: {
        default: "h-10 px-4 py-2",
        sm: "h-9 px-3",
        lg: "h-12 px-6 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

type ButtonVariantProps = VariantProps<typeof buttonVariants>;

export function ButtonLink({
  className,
  variant,
  size,
  ...props
}: ComponentProps<typeof SiteLink> & ButtonVariantProps) {
  return (
    <SiteLink
      data-variant={variant ?? "default"}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
