import { useRef, useState, type FormEvent } from 'react';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { checkValues, type LazySchema } from './lazy-schema';

type Values = Record<string, string | boolean>;
type Errors = Record<string, string>;

type Options<V extends Values, O> = {
  initial: V;
  /** the contract's schema, loaded on first use */
  schema: LazySchema<O>;
  /** sends what the schema made of the values; a refusal's field errors land on the fields */
  send: (data: O) => Promise<void>;
  /** what a refusal says when its answer says nothing (spec §8) */
  fallback: string;
  /** hears a refusal's message (for a toast) */
  onFailure?: (message: string) => void;
  /** check a field once it has been left; otherwise fields are checked from the first submit */
  checkOnBlur?: boolean;
};

/** The first of `names` in the form, in the order a person meets them, gets the focus. */
function focusFirst(form: HTMLFormElement | null, names: string[]) {
  const elements = [...(form?.elements ?? [])] as HTMLInputElement[];
  elements.find((el) => names.includes(el.name))?.focus();
}

/**
 * A public form's state: values, the schema's messages on the fields that have been checked,
 * the server's field errors, and the request in flight. The first wrong field gets the focus.
 */
export function useForm<V extends Values, O>(opts: Options<V, O>) {
  const [values, setValues] = useState(opts.initial);
  const [issues, setIssues] = useState<Errors>({});
  const [server, setServer] = useState<Errors>({});
  const [checked, setChecked] = useState<ReadonlySet<string> | 'all'>(() => new Set());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const latest = useRef(opts.initial);

  const isChecked = (name: string) => checked === 'all' || checked.has(name);
  const check = async () =>
    setIssues(checkValues(await opts.schema.load(), latest.current).errors ?? {});

  const change = (name: keyof V & string, value: V[keyof V]) => {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
    setServer(({ [name]: _, ...rest }) => rest);
    if (isChecked(name)) void check();
  };
  const leave = (name: string) => {
    if (!opts.checkOnBlur) return;
    if (checked !== 'all') setChecked(new Set(checked).add(name));
    void check();
  };

  /** Puts the refusal's field errors on the form's own fields; the rest is for the message. */
  const refused = (err: unknown) => {
    const placed = Object.fromEntries(
      Object.entries(fieldErrors(err)).filter(([name]) => name in latest.current),
    );
    setServer(placed);
    focusFirst(form.current, Object.keys(placed));
    const message = errorMessage(err, opts.fallback);
    setFailure(message);
    opts.onFailure?.(message);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setChecked('all');
    setFailure(null);
    setBusy(true);
    try {
      const { data, errors } = checkValues(await opts.schema.load(), latest.current);
      setIssues(errors ?? {});
      if (errors) focusFirst(form.current, Object.keys(errors));
      else await opts.send(data);
    } catch (err) {
      refused(err);
    } finally {
      setBusy(false);
    }
  };

  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name],
    error: server[name] ?? (isChecked(name) ? issues[name] : undefined),
    onChange: (value: V[K]) => change(name, value),
    onBlur: () => leave(name),
  });

  const formProps = {
    ref: form,
    noValidate: true,
    onFocus: opts.schema.preload,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
  };
  return { formProps, field, values, busy, failure };
}
