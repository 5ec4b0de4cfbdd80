import sharp from "sharp";

const PALETTES: Record<string, [string, string, string]> = {
  thriller: ["#0f172a", "#1e3a5f", "#d4a017"],
  horror: ["#0b0b0b", "#3f0d12", "#a4161a"],
  comedy: ["#fef3c7", "#f59e0b", "#1f2937"],
  drama: ["#1c1917", "#57534e", "#e7e5e4"],
  romance: ["#4a044e", "#be185d", "#fbcfe8"],
  mystery: ["#111827", "#374151", "#9ca3af"],
  period: ["#292524", "#78350f", "#fde68a"],
  sports: ["#052e16", "#15803d", "#f8fafc"],
  experimental: ["#1e1b4b", "#7c3aed", "#22d3ee"],
  family: ["#fff7ed", "#fb923c", "#7c2d12"],
};

/**
 * An abstract 2:3 poster (no text: the card prints the title) in the palette of the script's first
 * genre, drawn as SVG and rasterised by sharp. Deterministic per title.
 */
export async function renderCoverArt(title: string, genre: string): Promise<Buffer> {
  const [bg, mid, accent] = PALETTES[genre] ?? PALETTES.drama!;
  let h = 0;
  for (const c of title) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  const cx = 150 + (h % 300);
  const cy = 300 + ((h >> 8) % 500);
  const r = 120 + ((h >> 16) % 160);
  const lines = Array.from({ length: 7 }, (_, i) => {
    const y = 200 + i * 120 + ((h >> i) % 40);
    return `<line x1="0" y1="${y}" x2="600" y2="${y - 90}" stroke="${accent}" stroke-opacity="0.12" stroke-width="${2 + (i % 3)}"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900" viewBox="0 0 600 900">
    <defs>
      <linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${bg}"/></linearGradient>
      <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${accent}" stop-opacity="0.95"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="600" height="900" fill="url(#g)"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 1.8}" fill="url(#sun)" opacity="0.35"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${accent}" stroke-width="3" opacity="0.7"/>
    ${lines}
    <rect x="0" y="760" width="600" height="140" fill="${bg}" opacity="0.55"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
