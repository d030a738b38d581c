import { useSyncExternalStore } from "react";
import { MOBILE_MEDIA_QUERY, mediaQueryStore } from "./media-query-store.ts";

let store: ReturnType<typeof mediaQueryStore> | undefined;

function mobileStore() {
  store ??= mediaQueryStore(window.matchMedia.bind(window), MOBILE_MEDIA_QUERY);
  return store;
}

const subscribe = (onChange: () => void) => mobileStore().subscribe(onChange);
const getSnapshot = () => mobileStore().getSnapshot();
/** The server cannot know the width: CSS handles layout, and the flag settles after hydration. */
const getServerSnapshot = () => false;

/** Spec §4 mobile flag, for behaviour only (layout is CSS): true at 768 px wide or less. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
