/** A poster style that suits each genre; scripts alternate between the two so the demo shelf varies. */
const BY_GENRE: Record<string, [string, string]> = {
  thriller: ["film-noir", "photorealistic"],
  horror: ["slasher", "gothic"],
  comedy: ["cartoon", "pop-art-explosion"],
  action: ["explosive-action", "blockbuster"],
  drama: ["golden-hour", "indie"],
  romance: ["watercolor", "tropical-paradise"],
  mystery: ["film-noir", "documentary"],
  period: ["vintage", "painting"],
  historical: ["renaissance", "vintage"],
  sports: ["blockbuster", "retro"],
  experimental: ["avant-garde", "psychedelic"],
  anime: ["anime", "synthwave"],
  family: ["pixar", "watercolor"],
  satire: ["political-propaganda", "memphis-design"],
  dark: ["gothic", "grunge"],
  reality: ["documentary", "golden-hour"],
};

export function posterStyleFor(genres: string[], index: number): string {
  const pair = BY_GENRE[genres[0] ?? "drama"] ?? BY_GENRE.drama!;
  return pair[index % 2]!;
}
