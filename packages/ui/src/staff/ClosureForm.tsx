import type { ClosureFieldErrors, ClosureFormValues } from '@courtside/core';
import { Button, Callout, Checkbox, Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextFormField } from '../form-field/TextFormField';

export interface ClosureFormProps {
  values: ClosureFormValues;
  /** The places a closure can name, by name. */
  locations: ReadonlyArray<{ id: number; name: string }>;
  onChange: (values: ClosureFormValues) => void;
  onSubmit: () => void;
  /** Messages beside the fields (core's closureRequest, or the server's 422 `errors` through closureFieldErrors). */
  errors?: ClosureFieldErrors;
  /** The closure is being made: the button waits. */
  submitting?: boolean;
  /** The staff member may not close (front of house): the form shows, switched off, and says who may. */
  disabled?: boolean;
  /** The last closure made: how many sessions it set aside (null: none made yet). */
  setAsideCount?: number | null;
}

/**
 * Closes the venue or some of its locations for a while: from and until as venue wall times (datetime-local), a tick
 * box per location (none ticked: the whole venue), an optional reason (at most 255). Props in, callbacks out; after a
 * refusal focus goes to the first field with a message.
 */
export function ClosureForm({ values, locations, onChange, onSubmit, errors = {}, submitting = false, disabled = false, setAsideCount = null }: ClosureFormProps): ReactNode {
  const { t } = useTranslation();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const set = (changes: Partial<ClosureFormValues>) => onChange({ ...values, ...changes });
  const toggle = (locationId: number, ticked: boolean) =>
    set({ locationIds: ticked ? [...values.locationIds.filter((x) => x !== locationId), locationId] : values.locationIds.filter((x) => x !== locationId) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting && !disabled) onSubmit();
  };
  const headingId = `${id}-heading`;
  const locationsError = `${id}-locations-error`;
  return (
    <section className="cs-register" aria-labelledby={headingId}>
      <Heading as="h2" size="5" id={headingId}>
        {t('staff.closures.form')}
      </Heading>
      {disabled ? (
        <Callout.Root color="gray">
          <Callout.Text>{t('staff.closures.managersOnly')}</Callout.Text>
        </Callout.Root>
      ) : null}
      {setAsideCount !== null ? (
        <Callout.Root color="green" highContrast role="status">
          <Callout.Text>{t('staff.closures.setAside', { count: setAsideCount })}</Callout.Text>
        </Callout.Root>
      ) : null}
      {errors.form ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{errors.form}</Callout.Text>
        </Callout.Root>
      ) : null}
      <form ref={form} noValidate onSubmit={submit} aria-labelledby={headingId} aria-busy={submitting || undefined}>
        <fieldset className="cs-closure-form" disabled={disabled}>
          <div className="cs-closure-form__times">
            <TextFormField
              type="datetime-local"
              label={t('staff.closures.startsAt')}
              hint={t('staff.closures.wallTimeHint')}
              required
              disabled={disabled}
              value={values.startsAt}
              error={errors.startsAt}
              onChange={(startsAt) => set({ startsAt })}
            />
            <TextFormField
              type="datetime-local"
              label={t('staff.closures.endsAt')}
              hint={t('staff.closures.wallTimeHint')}
              required
              disabled={disabled}
              value={values.endsAt}
              error={errors.endsAt}
              onChange={(endsAt) => set({ endsAt })}
            />
          </div>
          {locations.length > 0 ? (
            <fieldset className="cs-closure-form__locations" aria-describedby={`${id}-locations-hint${errors.locationIds ? ` ${locationsError}` : ''}`}>
              <Text size="2" weight="medium" asChild>
                <legend>{t('staff.closures.locations')}</legend>
              </Text>
              <Text as="p" size="2" color="gray" id={`${id}-locations-hint`} className="cs-form-field__hint">
                {t('staff.closures.locationsHint')}
              </Text>
              <div className="cs-closure-form__ticks">
                {locations.map((location) => (
                  <Text as="label" size="2" key={location.id} className="cs-register__tick">
                    <Checkbox
                      size="3"
                      disabled={disabled}
                      checked={values.locationIds.includes(location.id)}
                      aria-invalid={errors.locationIds ? true : undefined}
                      onCheckedChange={(next) => toggle(location.id, next === true)}
                    />
                    <span className="cs-closure__text">{location.name}</span>
                  </Text>
                ))}
              </div>
              {errors.locationIds ? (
                <Text as="p" size="2" id={locationsError} className="cs-form-field__error">
                  {errors.locationIds}
                </Text>
              ) : null}
            </fieldset>
          ) : (
            <Text as="p" size="2" color="gray">
              {t('staff.closures.noLocations')}
            </Text>
          )}
          <TextFormField
            label={t('staff.closures.reason')}
            hint={t('staff.closures.reasonHint')}
            maxLength={255}
            disabled={disabled}
            value={values.reason}
            error={errors.reason}
            onChange={(reason) => set({ reason })}
          />
          <Flex>
            <Button type="submit" size="3" disabled={disabled || submitting} loading={submitting}>
              {submitting ? t('staff.closures.submitting') : t('staff.closures.submit')}
            </Button>
          </Flex>
        </fieldset>
      </form>
    </section>
  );
}
