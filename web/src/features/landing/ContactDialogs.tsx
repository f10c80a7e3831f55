import type { ReactNode } from 'react';
import type { z } from 'zod';
import { salesContactSchema, trialRequestSchema, type SalesContact, type TrialRequest } from '@pitchside/shared';
import { checkForm, Dialog, Field, FormActions, Select, TextArea, toast, useForm, type ToastInput } from '../../ui';
import { api } from '../../data/api';

type ContactKind = 'trial' | 'sales';
type FormProps = { onSent: () => void; onCancel: () => void };

/** The landing's two forms (docs/spec/coaching.md sections 2, 5 and 8), each with its dialog's words. */
const contactForms: Record<ContactKind, { title: string; description: string; Form: (props: FormProps) => ReactNode }> = {
  trial: { title: 'Request Free Trial Access', description: "Tell us about your club and we'll set up your free trial.", Form: TrialForm },
  sales: { title: 'Contact Sales', description: 'Book a demo or ask about pricing for your academy or club.', Form: SalesForm },
};

export function ContactDialog({ kind, onClose }: { kind: ContactKind; onClose: () => void }) {
  const { title, description, Form } = contactForms[kind];
  return (
    <Dialog open onClose={onClose} title={title} description={description}>
      <Form onSent={onClose} onCancel={onClose} />
    </Dialog>
  );
}

type Bound = { name: string; value: string; error?: string; onChange: (e: { target: { value: string } }) => void };

/** Who is asking: the fields both forms start with. */
function ContactFields({ bind }: { bind: (key: 'name' | 'email' | 'organization') => Bound }) {
  return (
    <>
      <Field label="Full Name" required autoComplete="name" placeholder="Alex Morgan" {...bind('name')} />
      <Field label="Email" required type="email" inputMode="email" autoComplete="email" placeholder="coach@club.com" {...bind('email')} />
      <Field label="Organization" required autoComplete="organization" placeholder="Riverside FC" {...bind('organization')} />
    </>
  );
}

type Sending<S extends z.ZodType<object>> = { schema: S; path: string; sent: ToastInput; failed: ToastInput };

/** Checks a contact form against its shared schema, sends it, says so and closes; a refusal is said and keeps what was typed. */
function useContactForm<T extends Record<string, string>, S extends z.ZodType<object>>(empty: T, { schema, path, sent, failed }: Sending<S>, onSent: () => void) {
  const form = useForm<T>(empty);
  const submit = form.submit({
    check: (values) => checkForm(schema, values),
    send: async (data) => {
      await api.post(path, data);
      toast(sent);
      // Closing unmounts the form, so it opens empty next time.
      onSent();
    },
    onError: () => toast(failed),
  });
  return { form, submit };
}

const roles = ['Head Coach', 'Assistant Coach', 'Academy Director', 'Club Administrator', 'Parent Volunteer', 'Other'];
const playerCounts = ['1-25', '26-100', '101-250', '251-500', '500+'];

const emptyTrial: Record<keyof TrialRequest, string> = { name: '', email: '', organization: '', role: '', players: '', message: '' };
const trialSending = {
  schema: trialRequestSchema,
  path: '/api/contact/trial',
  sent: { title: 'Success!', description: "Your free trial request has been sent. We'll contact you within 24 hours.", variant: 'success' },
  failed: { title: 'Error', description: 'Failed to send your request. Please try again.', variant: 'destructive' },
} satisfies Sending<typeof trialRequestSchema>;

function TrialForm({ onSent, onCancel }: FormProps) {
  const { form, submit } = useContactForm(emptyTrial, trialSending, onSent);

  return (
    <form onSubmit={submit} noValidate>
      <ContactFields bind={form.bind} />
      <Select label="Your Role" placeholder="Select your role (optional)" options={roles.map((r) => ({ value: r, label: r }))} {...form.bind('role')} />
      <Select
        label="Number of Players"
        placeholder="Select a range (optional)"
        options={playerCounts.map((r) => ({ value: r, label: `${r} players` }))}
        {...form.bind('players')}
      />
      <TextArea label="Message" placeholder="Anything we should know? (optional)" rows={3} {...form.bind('message')} />
      <FormActions onCancel={onCancel} pending={form.pending} submitLabel="Request Free Trial" pendingLabel="Sending..." />
    </form>
  );
}

const emptySales: Record<keyof SalesContact, string> = { name: '', email: '', organization: '', message: '' };
const salesSending = {
  schema: salesContactSchema,
  path: '/api/contact/sales',
  sent: { description: "Your message has been sent. We'll get back to you soon.", variant: 'success' },
  failed: { description: 'Failed to send your message. Please try again.', variant: 'destructive' },
} satisfies Sending<typeof salesContactSchema>;

function SalesForm({ onSent, onCancel }: FormProps) {
  const { form, submit } = useContactForm(emptySales, salesSending, onSent);

  return (
    <form onSubmit={submit} noValidate>
      <ContactFields bind={form.bind} />
      <TextArea
        label="Message"
        required
        rows={4}
        placeholder="How many teams and coaches do you have? When would suit you for a demo?"
        {...form.bind('message')}
      />
      <FormActions onCancel={onCancel} pending={form.pending} submitLabel="Send Message" pendingLabel="Sending..." />
    </form>
  );
}
