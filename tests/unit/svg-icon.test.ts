import type { ComponentType } from "react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SvgIcon, svgIconNames } from "../../src/components/ui/svg-icon";

describe("SvgIcon: the islands' icons, drawn as lucide-react draws them without its runtime", () => {
  it.each(svgIconNames)("%s writes the markup of lucide-react's icon", async (name) => {
    const lucide = (await import(`lucide-react/icons/${name}`)) as {
      default: ComponentType<{ className?: string; "aria-hidden"?: "true" }>;
    };
    for (const className of ["size-5 shrink-0 text-slate-500", undefined]) {
      expect(renderToStaticMarkup(createElement(SvgIcon, { name, className }))).toBe(
        renderToStaticMarkup(createElement(lucide.default, { className, "aria-hidden": "true" })),
      );
    }
  });
});
