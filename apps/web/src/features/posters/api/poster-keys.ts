export const posterKeys = {
  all: ["covers"] as const,
  models: () => [...posterKeys.all, "models"] as const,
};
