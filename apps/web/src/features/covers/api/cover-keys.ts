export const coverKeys = {
  all: ["covers"] as const,
  models: () => [...coverKeys.all, "models"] as const,
};
