/**
 * The one client entry. Finds every island the prerendered HTML marked with
 * data-island, waits for its strategy (data-when), then loads React and the
 * island's chunk and hydrates it with the props serialised in data-props.
 */
import { type IslandName, islandLoaders } from "./registry";
import { type Strategy, strategies } from "./strategies";

for (const el of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const name = el.dataset.island as IslandName;
  const load = islandLoaders[name];
  if (!load) {
    console.error(`Unknown island "${name}"`);
    continue;
  }
  const when = (el.dataset.when as Strategy | undefined) ?? "idle";
  strategies[when](el, () =>
    Promise.all([import("./hydrate"), load()])
      .then(([{ hydrate }, mod]) => {
        hydrate(el, mod.default as never, JSON.parse(el.dataset.props ?? "{}"));
        // Marks the island as live (tests wait for it; CSS could, too).
        el.dataset.hydrated = "";
      })
      .catch((error) => console.error(`Island "${name}" failed to load`, error)),
  );
}
