import { CheckCircle2 } from "lucide-react";
import { useState, type FormEvent } from "react";

import {
  CONTACT_MESSAGES,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  contactRequestSchema,
  type ContactTopic,
} from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { Card, cardClass } from "../../../components/ui/card.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useFormErrors } from "../../../lib/form-errors.ts";
import { useSendContactMessage } from "../api/send-contact-message.ts";

type Field = "name" | "email" | "subject" | "message";
const FIELDS: readonly Field[] = ["name", "email", "subject", "message"];
const isTopic = (value: string | null): value is ContactTopic =>
  CONTACT_TOPICS.includes(value as ContactTopic);

/**
 * The contact form: validated with the server's schema, sent once per fill (a submission id makes a
 * double click or a retry store one message), then a confirmation with the option to write again.
 */
export function ContactForm({
  defaults,
  initialTopic,
}: {
  defaults: { name: string; email: string };
  initialTopic: string | null;
}) {
  const [values, setValues] = useState({ ...defaults, subject: "", message: "", website: "" });
  const [topic, setTopic] = useState<ContactTopic>(isTopic(initialTopic) ? initialTopic : "general");
  const [submissionId, setSubmissionId] = useState(() => crypto.randomUUID());
  const { errors, validate } = useFormErrors(contactRequestSchema, FIELDS);
  const send = useSendContactMessage();

  const set = (field: Field | "website") => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, topic, submissionId };
    if (!validate(body)) return;
    send.mutate(body);
  };

  if (send.isSuccess) {
    return (
      <Card role="status" className="p-8 text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-10 text-success-ink" />
        <h2 className="mt-3 font-display-tight text-2xl font-semibold text-ink">Message sent</h2>
        <p className="mt-2 text-ink-muted">{CONTACT_MESSAGES.sent}</p>
        <Button
          variant="secondary"
          className="mt-6"
          onClick={() => {
            setValues((v) => ({ ...v, subject: "", message: "" }));
            setSubmissionId(crypto.randomUUID());
            send.reset();
          }}
        >
          Write another message
        </Button>
      </Card>
    );
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={cardClass({ className: "space-y-5 p-6 sm:p-8" })}
      aria-label="Contact form"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Your name"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={set("name")}
          error={errors.name}
          required
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set("email")}
          error={errors.email}
          required
        />
      </div>
      <SelectField label="Topic" value={topic} onChange={(e) => setTopic(e.target.value as ContactTopic)}>
        {CONTACT_TOPICS.map((t) => (
          <option key={t} value={t}>
            {CONTACT_TOPIC_LABELS[t]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Subject (optional)"
        name="subject"
        value={values.subject}
        onChange={set("subject")}
        error={errors.subject}
      />
      <TextareaField
        label="Message"
        name="message"
        rows={6}
        value={values.message}
        onChange={set("message")}
        error={errors.message}
        required
      />
      {/* Hidden from people (and from assistive technology); bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input
            tabIndex={-1}
            autoComplete="off"
            name="website"
            value={values.website}
            onChange={set("website")}
          />
        </label>
      </div>
      {send.isError && <InlineAlert>{send.error.message || CONTACT_MESSAGES.failed}</InlineAlert>}
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? "Sending…" : "Send message"}
      </Button>
    </form>
  );
}
