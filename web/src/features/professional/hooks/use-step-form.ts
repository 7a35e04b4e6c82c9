import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { withPasswordStrength } from '../../../lib/password-strength';
import type { ServerFieldError } from './use-professional-wizard';
import { useFieldFeedback } from './use-field-feedback';

interface StepFormOptions<Input extends FieldValues, Output> {
  schema: z.ZodType<Output, Input>;
  /** The step's fields in on-screen order. */
  fields: readonly Path<Input>[];
  /** What the step held when it was last left, or its empty values. */
  saved: DefaultValues<Input>;
  /** Receives what was typed whenever the step unmounts (Back, a step click, the login view). */
  onLeave: (values: Input) => void;
  serverError: ServerFieldError | null;
  /** For a step with a password: the fields it must not be built from (the strength check runs too). */
  passwordAccountFields?: readonly string[];
}

/**
 * One wizard step's form: its own schema, so Next validates only this step and its errors stay
 * here; started from what the step held before, and saving what was typed when the step is left.
 */
export function useStepForm<Input extends FieldValues, Output>({
  schema,
  fields,
  saved,
  onLeave,
  serverError,
  passwordAccountFields,
}: StepFormOptions<Input, Output>) {
  const [resolver] = useState(() =>
    passwordAccountFields ? withPasswordStrength(zodResolver(schema), passwordAccountFields) : zodResolver(schema),
  );
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues: saved });
  const feedback = useFieldFeedback(form, fields);

  // A ref, so a caller's inline callback does not re-run the effect (whose cleanup saves) each render.
  const leave = useRef(onLeave);
  useEffect(() => {
    leave.current = onLeave;
  });
  useEffect(() => () => leave.current(form.getValues()), [form]);

  useEffect(() => {
    const field = fields.find((name) => name === serverError?.field);
    if (field && serverError)
      form.setError(field, { type: 'server', message: serverError.messageKey }, { shouldFocus: true });
  }, [form, fields, serverError]);

  return { form, feedback };
}
