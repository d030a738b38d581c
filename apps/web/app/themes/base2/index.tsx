import type { ThemeModule } from "../../shell/types.ts";
import { Base2HomePage } from "./home-page.tsx";
import { Base2Layout } from "./layout.tsx";

const theme: ThemeModule = { name: "base2", Layout: Base2Layout, HomePage: Base2HomePage };
export default theme;
