/**
 * Moves focus once the render under way is on the page: focusing a field
 * before its error message and aria-describedby are there would announce it
 * without the message.
 */
import { useCallback, useEffect, useState } from "react";

export function useFocusAfterRender(): (id: string) => void {
  // An object, so that asking for the same field twice focuses it twice.
  const [target, setTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (target) document.getElementById(target.id)?.focus();
  }, [target]);
  return useCallback((id: string) => setTarget({ id }), []);
}
