export const readKeys = {
  all: ["reads"] as const,
  readers: (scriptId: string, version: number | null) => ["reads", "readers", scriptId, version] as const,
  links: (scriptId: string) => ["reads", "links", scriptId] as const,
  share: (token: string) => ["reads", "share", token] as const,
  settings: () => ["reads", "settings"] as const,
  notifications: () => ["reads", "notifications"] as const,
};
