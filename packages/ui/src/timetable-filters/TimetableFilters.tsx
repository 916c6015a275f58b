import type { NamedRef, TimetableFilterState } from '@courtside/core';
import { Button, Checkbox, Flex, RadioGroup, Text } from '@radix-ui/themes';
import { MixerHorizontalIcon } from '@radix-ui/react-icons';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TimetableFiltersProps {
  value: TimetableFilterState;
  options: { instructors: NamedRef[]; tags: NamedRef[]; types: string[]; times: string[] };
  /** How many of the day's sessions the filters let through. */
  shown: number;
  total: number;
  /** How many filters are in use (core's activeFilterCount). */
  activeCount: number;
  onChange: (value: TimetableFilterState) => void;
  onClear: () => void;
  defaultOpen?: boolean;
  /** Resources: the location (court, lane) whose slots are listed (spec §7 slots by location_id). */
  location?: { options: Array<{ id: number; name: string }>; value: number | null; onChange: (id: number) => void } | null;
}

type Id = NamedRef['id'];
const toggle = (list: Id[], id: Id) => (list.some((x) => String(x) === String(id)) ? list.filter((x) => String(x) !== String(id)) : [...list, id]);

function NativeSelect({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }): ReactNode {
  const id = useId();
  return (
    <div className="cs-filters__field">
      <Text as="label" size="2" weight="medium" htmlFor={id}>
        {label}
      </Text>
      <select id={id} className="cs-filters__select" value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

function Choices({ legend, refs, chosen, onToggle }: { legend: string; refs: NamedRef[]; chosen: Id[]; onToggle: (id: Id) => void }): ReactNode {
  if (refs.length === 0) return null;
  return (
    <fieldset className="cs-filters__group">
      <legend className="cs-filters__legend">{legend}</legend>
      {refs.map((ref) => (
        <Text as="label" size="2" key={String(ref.id)} className="cs-filters__choice">
          <Checkbox checked={chosen.some((id) => String(id) === String(ref.id))} onCheckedChange={() => onToggle(ref.id)} />
          {ref.name}
        </Text>
      ))}
    </fieldset>
  );
}

/** Spec §3 Timetable filters: time range, available only or all, instructors, tags and a type. */
export function TimetableFilters({ value, options, shown, total, activeCount, onChange, onClear, defaultOpen = false, location }: TimetableFiltersProps): ReactNode {
  const { t } = useTranslation('activities');
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const set = (patch: Partial<TimetableFilterState>) => onChange({ ...value, ...patch });
  const range = (start: string | null, end: string | null) =>
    set({ timeRange: start || end ? { startTime: start ?? options.times[0]!, endTime: end ?? options.times.at(-1)! } : null });
  return (
    <section className="cs-filters" aria-label={t('filters.panel')}>
      {location ? (
        <div className="cs-filters__location">
          <NativeSelect label={t('sessions.chooseLocation')} value={String(location.value ?? '')} onChange={(id) => location.onChange(Number(id))}>
            {location.options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Flex align="center" gap="3" wrap="wrap">
          <Button variant="soft" size="2" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
            <MixerHorizontalIcon aria-hidden="true" />
            {activeCount ? t('filters.toggleCount', { count: activeCount }) : t('filters.toggle')}
          </Button>
          <RadioGroup.Root
            value={value.actionsToShow}
            onValueChange={(actionsToShow) => set({ actionsToShow: actionsToShow as TimetableFilterState['actionsToShow'] })}
            aria-label={t('filters.show')}
            className="cs-filters__show"
          >
            <RadioGroup.Item value="showAll">{t('filters.showAll')}</RadioGroup.Item>
            <RadioGroup.Item value="availableOnly">{t('filters.availableOnly')}</RadioGroup.Item>
          </RadioGroup.Root>
        </Flex>
        <Text size="2" role="status" className="cs-filters__summary">
          {t('filters.summary', { shown, total })}
        </Text>
      </Flex>
      <div id={panelId} hidden={!open} className="cs-filters__panel">
        <NativeSelect label={t('filters.from')} value={value.timeRange?.startTime ?? ''} onChange={(start) => range(start || null, value.timeRange?.endTime ?? null)}>
          <option value="">{t('filters.anyTime')}</option>
          {options.times.slice(0, -1).map((time) => (
            <option key={time}>{time}</option>
          ))}
        </NativeSelect>
        <NativeSelect label={t('filters.to')} value={value.timeRange?.endTime ?? ''} onChange={(end) => range(value.timeRange?.startTime ?? null, end || null)}>
          <option value="">{t('filters.anyTime')}</option>
          {options.times.slice(1).map((time) => (
            <option key={time}>{time}</option>
          ))}
        </NativeSelect>
        {options.types.length > 1 ? (
          <NativeSelect label={t('filters.type')} value={value.type ?? ''} onChange={(type) => set({ type: type || null })}>
            <option value="">{t('filters.anyType')}</option>
            {options.types.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </NativeSelect>
        ) : null}
        <Choices legend={t('filters.instructors')} refs={options.instructors} chosen={value.instructors} onToggle={(id) => set({ instructors: toggle(value.instructors, id) })} />
        <Choices legend={t('filters.tags')} refs={options.tags} chosen={value.tags} onToggle={(id) => set({ tags: toggle(value.tags, id) })} />
        <div className="cs-filters__clear">
          <Button variant="outline" size="2" onClick={onClear} disabled={activeCount === 0}>
            {t('filters.clear')}
          </Button>
        </div>
      </div>
    </section>
  );
}
