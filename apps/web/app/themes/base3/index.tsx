import type { ThemeModule } from "../../shell/types.ts";
import { Base3HomePage } from "./home-page.tsx";
import { Base3Layout } from "./layout.tsx";

const theme: ThemeModule = { name: "base3", Layout: Base3Layout, HomePage: Base3HomePage };
export default theme;
