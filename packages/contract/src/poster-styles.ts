/**
 * The poster styles: each one's name, family and what it asks an image model for. The local renderer
 * draws one layout per family (apps/server/src/modules/posters/local/style-recipes.ts).
 */

/** Style families: the local renderer draws one layout, texture and type treatment per family. */
export const POSTER_FAMILIES = [
  "cinematic",
  "noir",
  "retro-wave",
  "graphic",
  "comic",
  "classical",
  "painterly",
  "psychedelic",
  "propaganda",
  "horror",
  "documentary",
] as const;
export type PosterFamily = (typeof POSTER_FAMILIES)[number];

export interface PosterStyle {
  id: string;
  name: string;
  family: PosterFamily;
  /** What the style asks an image model for (part of the prompt). */
  prompt: string;
  /** Only admins may pick it. */
  adminOnly?: boolean;
}

const s = (
  id: string,
  name: string,
  family: PosterFamily,
  prompt: string,
  adminOnly = false,
): PosterStyle => ({ id, name, family, prompt, ...(adminOnly ? { adminOnly } : {}) });

/** The 44 poster styles, in the order the selector shows them. */
export const POSTER_STYLES: readonly PosterStyle[] = [
  s(
    "photorealistic",
    "Photorealistic",
    "cinematic",
    "photorealistic cinematic photography, dramatic lighting, shallow depth of field",
  ),
  s("cartoon", "Cartoon", "comic", "bold cartoon illustration, clean outlines, flat bright colours"),
  s("anime", "Anime", "painterly", "anime key visual, cel shading, luminous sky, expressive characters"),
  s(
    "pixar",
    "Pixar",
    "painterly",
    "3D animated feature film look, soft global illumination, appealing characters",
  ),
  s("painting", "Painting", "classical", "oil painting on canvas, visible brush strokes, rich pigments"),
  s(
    "avant-garde",
    "Avant-garde",
    "graphic",
    "avant-garde experimental design, unexpected composition, bold negative space",
  ),
  s("artistic", "Artistic", "painterly", "fine-art poster, expressive textures, gallery-quality composition"),
  s(
    "minimalist",
    "Minimalist",
    "graphic",
    "minimalist poster, a single striking symbol, flat colour, generous empty space",
  ),
  s(
    "brutalist",
    "Brutalist",
    "propaganda",
    "brutalist graphic design, raw grid, heavy black type, concrete textures",
  ),
  s(
    "film-noir",
    "Film Noir",
    "noir",
    "1940s film noir, black and white, venetian-blind shadows, hard rim light",
  ),
  s(
    "vintage",
    "Vintage",
    "classical",
    "vintage 1950s movie poster, lithograph print, faded inks, hand-lettered title",
  ),
  s("retro", "Retro", "retro-wave", "retro 1970s poster, warm sunburst stripes, grainy print"),
  s("80s", "80s", "retro-wave", "1980s airbrushed movie poster, chrome lettering, laser grid"),
  s("90s", "90s", "graphic", "1990s movie poster, bold floating heads, saturated colour, glossy finish"),
  s("indie", "Indie", "painterly", "indie film festival poster, muted film-photo palette, understated type"),
  s(
    "cyberpunk",
    "Cyberpunk",
    "retro-wave",
    "cyberpunk megacity at night, rain, neon signage, magenta and cyan",
  ),
  s("fantasy", "Fantasy", "classical", "epic high-fantasy painting, castles, mist, golden light"),
  s("sci-fi", "Sci-Fi", "cinematic", "science-fiction epic, vast planets, starfield, sleek spacecraft"),
  s("western", "Western", "cinematic", "classic western, desert mesas, setting sun, lone rider"),
  s(
    "documentary",
    "Documentary",
    "documentary",
    "documentary poster, candid photograph, clean sans-serif typography",
  ),
  s(
    "abstract",
    "Abstract",
    "graphic",
    "abstract geometric composition, overlapping shapes, bold colour fields",
  ),
  s("watercolor", "Watercolor", "painterly", "delicate watercolour painting, soft washes, paper texture"),
  s("comic-book", "Comic Book", "comic", "comic-book cover, halftone dots, ink lines, action panels"),
  s("grunge", "Grunge", "horror", "grunge aesthetic, distressed textures, torn paper, xerox grain"),
  s("neon", "Neon", "retro-wave", "glowing neon tubes against darkness, electric colour"),
  s("steampunk", "Steampunk", "classical", "steampunk, brass gears, Victorian machinery, sepia tones"),
  s("gothic", "Gothic", "horror", "gothic horror, cathedral spires, moonlight, deep crimson and black"),
  s("slasher", "Slasher", "horror", "80s slasher horror poster, blood red, stark silhouette, menace"),
  s("pulp", "Pulp", "comic", "pulp magazine cover art, lurid colours, painted drama"),
  s("renaissance", "Renaissance", "classical", "Renaissance fresco, classical figures, gilded ornament"),
  s(
    "frutiger-aero",
    "Frutiger Aero",
    "psychedelic",
    "Frutiger Aero, glossy bubbles, aqua skies, fresh green, optimistic tech",
  ),
  s(
    "memphis-design",
    "Memphis Design",
    "graphic",
    "Memphis design, squiggles, confetti shapes, pastel and primary colours",
  ),
  s("synthwave", "Synthwave", "retro-wave", "synthwave, striped sunset sun, purple grid horizon, chrome"),
  s(
    "political-propaganda",
    "Political Propaganda",
    "propaganda",
    "constructivist propaganda poster, radiating rays, red and black, heroic angles",
  ),
  s(
    "blockbuster",
    "Blockbuster",
    "cinematic",
    "summer blockbuster one-sheet, epic scale, teal and orange grade, lens flare",
  ),
  s(
    "explosive-action",
    "Explosive Action",
    "comic",
    "explosive action, fireballs, debris, hero walking away from the blast",
  ),
  s(
    "dynamic-chaos",
    "Dynamic Chaos",
    "psychedelic",
    "dynamic chaotic composition, shattered fragments, motion blur, energy",
  ),
  s(
    "tropical-paradise",
    "Tropical Paradise",
    "cinematic",
    "tropical paradise, palm trees, turquoise sea, sunset glow",
  ),
  s("golden-hour", "Golden Hour", "cinematic", "golden-hour light, warm backlit haze, long shadows"),
  s(
    "pop-art-explosion",
    "Pop Art Explosion",
    "comic",
    "pop art explosion, Ben-Day dots, bold primaries, graphic bursts",
  ),
  s(
    "holographic",
    "Holographic",
    "psychedelic",
    "holographic iridescent foil, prismatic gradients, futuristic sheen",
  ),
  s(
    "miami-vice",
    "Miami Vice",
    "retro-wave",
    "Miami Vice, pastel pink and teal, palm silhouettes, 80s sunset",
  ),
  s(
    "psychedelic",
    "Psychedelic",
    "psychedelic",
    "1960s psychedelic concert poster, swirling colours, liquid lettering",
  ),
  s(
    "y2k-trapaholics",
    "Trapaholics",
    "psychedelic",
    "Y2K mixtape cover, chrome bling, glitter, bold metallic type",
    true,
  ),
];

export const POSTER_STYLE_IDS = POSTER_STYLES.map((style) => style.id) as [string, ...string[]];
export const DEFAULT_POSTER_STYLE = "photorealistic";
export const MAX_POSTER_STYLES = 3;
export const ADMIN_ONLY_STYLE_IDS = POSTER_STYLES.filter((style) => style.adminOnly).map((style) => style.id);
export const posterStyleById = (id: string): PosterStyle | undefined =>
  POSTER_STYLES.find((style) => style.id === id);
