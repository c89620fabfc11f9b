/** Links dressed as buttons (SPEC 2.3), in the classes of ./button-variants.ts. */
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { type ButtonVariantProps, buttonVariants } from "./button-variants";
import { SiteLink } from "./site-link";

export { type ButtonVariantProps, buttonVariants };

export function ButtonLink({
  className,
  variant,
  size,
  width,
  ...props
}: ComponentProps<typeof SiteLink> & ButtonVariantProps) {
  return (
    <SiteLink
      data-variant={variant ?? "default"}
      className={cn(buttonVariants({ variant, size, width }), className)}
      {...props}
    />
  );
}
