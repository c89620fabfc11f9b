/**
 * Server side of the islands: renders the component into a wrapper that
 * carries its name, hydration strategy and props (escaped JSON in an
 * attribute), which src/islands/client.ts picks up in the browser. The
 * modules come from the one list (islands.ts), loaded once before the first
 * render (`loadIslands`); each render reports the islands it used.
 */
import { type ComponentProps, type ComponentType, createContext, useContext } from "react";
import { type IslandComponent, type IslandModule, type IslandName, islandNames, islands } from "./islands";
import type { Strategy } from "./strategies";

const loaded = new Map<IslandName, IslandModule>();

/** Loads every island's module for the server render; await it before rendering. */
export async function loadIslands(): Promise<ReadonlyMap<IslandName, IslandModule>> {
  if (loaded.size < islandNames.length) {
    await Promise.all(
      islandNames.map(async (name) => {
        const load: () => Promise<IslandModule> = islands[name];
        loaded.set(name, await load());
      }),
    );
  }
  return loaded;
}

/** An island's module, once loadIslands() has finished. */
export function islandModule(name: IslandName): IslandModule {
  const module = loaded.get(name);
  if (!module) throw new Error(`Island "${name}" used before loadIslands() finished`);
  return module;
}

/** The islands one render used, filled as it renders (see renderRoute). */
export const IslandsUsed = createContext<Set<IslandName> | null>(null);

export function Island<N extends IslandName>({
  name,
  props,
  when = "idle",
}: {
  name: N;
  props: ComponentProps<IslandComponent<N>>;
  when?: Strategy;
}) {
  useContext(IslandsUsed)?.add(name);
  const module = islandModule(name);
  const Component = module.default as ComponentType<object>;
  return (
    <div
      data-island={name}
      data-when={when}
      data-keys={module.replayKeys?.join(" ")}
      data-hotkeys={module.hotkeys?.join(" ")}
      data-props={JSON.stringify(props)}
      className="contents"
    >
      <Component {...(props as object)} />
    </div>
  );
}
