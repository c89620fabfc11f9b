import { onIdle } from "./idle";
import { onInteraction } from "./interaction";
import { onLoad } from "./load";
import { onVisible } from "./visible";

export const strategies = { load: onLoad, idle: onIdle, visible: onVisible, interaction: onInteraction };
export type Strategy = keyof typeof strategies;
