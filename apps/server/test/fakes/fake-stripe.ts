import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  /** The form body, flattened as Stripe encodes it (`line_items[0][price]`). */
  form: Record<string, string>;
}

/**
 * A minimal Stripe API on 127.0.0.1 for the SDK's requests: customers, checkout sessions, portal
 * sessions, subscriptions (retrieve, update), payment methods and charges. Records every request.
 */
export class FakeStripe {
  readonly requests: RecordedStripeRequest[] = [];
  readonly subscriptions = new Map<string, Record<string, unknown>>();
  private server: Server | undefined;
  private counter = 0;
  baseUrl = "";

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        const url = new URL(req.url ?? "/", "http://127.0.0.1");
        const form = Object.fromEntries(new URLSearchParams(req.method === "GET" ? url.search : body));
        const recorded: RecordedStripeRequest = {
          method: req.method ?? "GET",
          path: url.pathname,
          idempotencyKey: req.headers["idempotency-key"] as string | undefined,
          authorization: req.headers.authorization,
          form,
        };
        this.requests.push(recorded);
        const [status, json] = this.answer(recorded);
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${++this.counter}` });
        res.end(JSON.stringify(json));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private answer(r: RecordedStripeRequest): [number, unknown] {
    const n = ++this.counter;
    if (r.method === "POST" && r.path === "/v1/customers")
      return [200, { id: `cus_${n}`, object: "customer", email: r.form.email }];
    if (r.method === "POST" && r.path === "/v1/checkout/sessions") {
      return [
        200,
        {
          id: `cs_test_${n}`,
          object: "checkout.session",
          mode: r.form.mode,
          url: `https://checkout.stripe.test/c/cs_test_${n}`,
        },
      ];
    }
    if (r.method === "POST" && r.path === "/v1/billing_portal/sessions") {
      return [
        200,
        {
          id: `bps_${n}`,
          object: "billing_portal.session",
          url: `https://billing.stripe.test/p/session_${n}`,
        },
      ];
    }
    const sub = r.path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (sub) {
      const current = this.subscriptions.get(sub[1]!);
      if (!current)
        return [404, { error: { type: "invalid_request_error", message: "No such subscription" } }];
      if (r.method === "POST") {
        if (r.form.cancel_at_period_end)
          current.cancel_at_period_end = r.form.cancel_at_period_end === "true";
        const price = r.form["items[0][price]"];
        if (price) {
          const items = current.items as { data: { price: { id: string } }[] };
          items.data[0]!.price.id = price;
        }
      }
      return [200, current];
    }
    if (r.method === "GET" && r.path === "/v1/payment_methods") {
      return [
        200,
        {
          object: "list",
          has_more: false,
          url: "/v1/payment_methods",
          data: [
            {
              id: "pm_1",
              object: "payment_method",
              type: "card",
              card: { brand: "mastercard", last4: "4444", exp_month: 3, exp_year: 2030 },
            },
          ],
        },
      ];
    }
    if (r.method === "GET" && r.path === "/v1/charges") {
      return [
        200,
        {
          object: "list",
          has_more: false,
          url: "/v1/charges",
          data: [
            {
              id: "ch_2",
              object: "charge",
              amount: 2900,
              status: "failed",
              description: "Pro plan",
              created: 1_790_000_100,
            },
            {
              id: "ch_1",
              object: "charge",
              amount: 7000,
              status: "succeeded",
              description: null,
              created: 1_790_000_000,
            },
          ],
        },
      ];
    }
    return [404, { error: { type: "invalid_request_error", message: `Unknown path ${r.method} ${r.path}` } }];
  }
}

/** A Stripe subscription object as the API returns it (2026 API: the period is on the item). */
export function stripeSubscription(input: {
  id: string;
  customer: string;
  userId: string;
  price: string;
  status?: string;
  cancelAtPeriodEnd?: boolean;
  periodEnd: number;
}): Record<string, unknown> {
  return {
    id: input.id,
    object: "subscription",
    customer: input.customer,
    status: input.status ?? "active",
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    metadata: { userId: input.userId },
    items: {
      object: "list",
      data: [
        {
          id: `si_${input.id}`,
          object: "subscription_item",
          price: { id: input.price },
          current_period_end: input.periodEnd,
        },
      ],
    },
  };
}
