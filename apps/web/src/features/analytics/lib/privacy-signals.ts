/**
 * Do Not Track and Global Privacy Control: when the browser sends either, the app sends no
 * analytics at all (the server also stores nothing for requests carrying the headers).
 */
export function isTrackingAllowed(
  nav: Navigator | undefined = typeof navigator === "undefined" ? undefined : navigator,
): boolean {
  if (!nav) return false;
  const signals = nav as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const windowDnt =
    typeof window === "undefined" ? undefined : (window as Window & { doNotTrack?: string }).doNotTrack;
  const dnt = signals.doNotTrack ?? windowDnt ?? signals.msDoNotTrack;
  return !(dnt === "1" || dnt === "yes" || signals.globalPrivacyControl === true);
}
