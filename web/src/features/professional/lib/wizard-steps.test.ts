import {
  createProfessionalCompanyStepSchema,
  professionalBusinessStepSchema,
  professionalPersonalFormSchema,
  professionalVatFormSchema,
} from '@autolicit/shared';
import { describe, expect, it } from 'vitest';
import { WIZARD_STEPS, findStepOfField } from './wizard-steps';

describe('WIZARD_STEPS', () => {
  it('lists each step schema’s fields, so every error can be ordered and placed on its step', () => {
    const schemas = [
      professionalVatFormSchema,
      createProfessionalCompanyStepSchema(new Date()),
      professionalBusinessStepSchema,
      professionalPersonalFormSchema,
    ];
    WIZARD_STEPS.forEach((step, index) => {
      expect([...step.fields].sort()).toEqual(Object.keys(schemas[index]!.shape).sort());
    });
  });

  it('finds the step of a field, and none for other names', () => {
    expect(findStepOfField('vatNumber')).toBe(0);
    expect(findStepOfField('yearEstablished')).toBe(1);
    expect(findStepOfField('primaryMarkets')).toBe(2);
    expect(findStepOfField('email')).toBe(3);
    expect(findStepOfField('role')).toBe(-1);
  });
});
