import type { ThemeModule } from "../../shell/types.ts";
import { Base4HomePage } from "./home-page.tsx";
import { Base4Layout } from "./layout.tsx";

const theme: ThemeModule = { name: "base4", Layout: Base4Layout, HomePage: Base4HomePage };
export default theme;
