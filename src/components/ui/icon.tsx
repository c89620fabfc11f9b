/**
 * Icons content names (IconName: "ShieldCheck"), rendered to inline SVG at build time. Only
 * server code imports this file; components import the icons they draw from their own
 * modules (`lucide-react/icons/<name>`), as this list does, and islands draw theirs with
 * SvgIcon (./svg-icon.tsx) to leave lucide-react's runtime out of the browser: lucide-react's index
 * loads all of its 1,600 icons, 0.35 s at every start of the build and the dev server.
 * The names are the list the copy schemas check content against (iconNames, src/model/icons.ts):
 * a new icon for content is its name there and its import and key here; either alone does not compile.
 */
import type { LucideIcon } from "lucide-react";
import Award from "lucide-react/icons/award";
import BadgeCheck from "lucide-react/icons/badge-check";
import Building from "lucide-react/icons/building";
import CalendarCheck from "lucide-react/icons/calendar-check";
import CalendarDays from "lucide-react/icons/calendar-days";
import CardSim from "lucide-react/icons/card-sim";
import CassetteTape from "lucide-react/icons/cassette-tape";
import Check from "lucide-react/icons/check";
import CircleCheck from "lucide-react/icons/circle-check";
import CircleDollarSign from "lucide-react/icons/circle-dollar-sign";
import CircuitBoard from "lucide-react/icons/circuit-board";
import ClipboardCheck from "lucide-react/icons/clipboard-check";
import Clock from "lucide-react/icons/clock";
import Cpu from "lucide-react/icons/cpu";
import Database from "lucide-react/icons/database";
import Disc3 from "lucide-react/icons/disc-3";
import Earth from "lucide-react/icons/earth";
import Eraser from "lucide-react/icons/eraser";
import Factory from "lucide-react/icons/factory";
import FileBadge from "lucide-react/icons/file-badge";
import FileSpreadsheet from "lucide-react/icons/file-spreadsheet";
import Globe from "lucide-react/icons/globe";
import GraduationCap from "lucide-react/icons/graduation-cap";
import Hammer from "lucide-react/icons/hammer";
import Handshake from "lucide-react/icons/handshake";
import HardDrive from "lucide-react/icons/hard-drive";
import HeartPulse from "lucide-react/icons/heart-pulse";
import Landmark from "lucide-react/icons/landmark";
import Leaf from "lucide-react/icons/leaf";
import Lightbulb from "lucide-react/icons/lightbulb";
import ListChecks from "lucide-react/icons/list-checks";
import Lock from "lucide-react/icons/lock";
import MapPin from "lucide-react/icons/map-pin";
import MemoryStick from "lucide-react/icons/memory-stick";
import Microchip from "lucide-react/icons/microchip";
import Package from "lucide-react/icons/package";
import PiggyBank from "lucide-react/icons/piggy-bank";
import Recycle from "lucide-react/icons/recycle";
import RefreshCw from "lucide-react/icons/refresh-cw";
import Scale from "lucide-react/icons/scale";
import Server from "lucide-react/icons/server";
import Shield from "lucide-react/icons/shield";
import ShieldCheck from "lucide-react/icons/shield-check";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import Smartphone from "lucide-react/icons/smartphone";
import Sprout from "lucide-react/icons/sprout";
import Truck from "lucide-react/icons/truck";
import Usb from "lucide-react/icons/usb";
import Warehouse from "lucide-react/icons/warehouse";
import Wrench from "lucide-react/icons/wrench";
import type { IconName } from "../../model/icons";

export const icons = {
  Award,
  BadgeCheck,
  Building,
  CalendarCheck,
  CalendarDays,
  CardSim,
  CassetteTape,
  Check,
  CircleCheck,
  CircleDollarSign,
  CircuitBoard,
  ClipboardCheck,
  Clock,
  Cpu,
  Database,
  Disc3,
  Earth,
  Eraser,
  Factory,
  FileBadge,
  FileSpreadsheet,
  Globe,
  GraduationCap,
  Hammer,
  Handshake,
  HardDrive,
  HeartPulse,
  Landmark,
  Leaf,
  Lightbulb,
  ListChecks,
  Lock,
  MapPin,
  MemoryStick,
  Microchip,
  Package,
  PiggyBank,
  Recycle,
  RefreshCw,
  Scale,
  Server,
  Shield,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Sprout,
  Truck,
  Usb,
  Warehouse,
  Wrench,
} satisfies Record<IconName, LucideIcon>;

export function Icon({ name, className, label }: { name: IconName; className?: string; label?: string }) {
  const Component = icons[name];
  if (!Component)
    throw new Error(`Unknown icon "${name}": add it to the icons of src/components/ui/icon.tsx.`);
  return label ? (
    <Component className={className} role="img" aria-label={label} />
  ) : (
    <Component className={className} aria-hidden="true" focusable="false" />
  );
}
