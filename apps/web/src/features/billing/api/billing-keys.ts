export const billingKeys = {
  all: ["billing"] as const,
  status: () => ["billing", "subscription-status"] as const,
  paymentMode: () => ["billing", "payment-mode"] as const,
  paymentMethods: () => ["billing", "payment-methods"] as const,
  transactions: (limit: number) => ["billing", "transactions", limit] as const,
  testCheckout: (id: string) => ["billing", "test-checkout", id] as const,
};
