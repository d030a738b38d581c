import type { ThemeModule } from "../../shell/types.ts";
import { DefaultHomePage } from "./home-page.tsx";
import { DefaultLayout } from "./layout.tsx";

const theme: ThemeModule = { name: "default", Layout: DefaultLayout, HomePage: DefaultHomePage };
export default theme;
