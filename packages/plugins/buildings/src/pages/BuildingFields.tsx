import { Subtitle2 } from '@fluentui/react-components';
import { EntityFields, FormTextField, useT, type UseFormReturn } from '@fleetdeck/sdk';
import type { BuildingFormValues } from './buildingForm.js';
import { IpAllowListSection } from './IpAllowListSection.js';
import { LinkageSection } from './LinkageSection.js';
import { SpeechTextsSection } from './SpeechTextsSection.js';

// The address reads as it is written in Japan: the postal code before the prefecture.
const basics = ['name', 'organizationId', 'status', 'postalCode', 'prefecture', 'city', 'address', 'latitude', 'longitude', 'timeZone'];

/** Every part of the building form: basics from the entity, speech texts, IP allow-list and system linkage. */
export function BuildingFields({ form, buildingId }: { form: UseFormReturn<BuildingFormValues>; buildingId?: number }) {
  const t = useT();
  return (
    <>
      <Subtitle2 as="h2">{t('section.basics')}</Subtitle2>
      <EntityFields form={form} only={basics}
        custom={{ postalCode: <FormTextField form={form} name="postalCode" label={t('field.postalCode')} autoComplete="postal-code" /> }} />
      <SpeechTextsSection form={form} />
      <IpAllowListSection form={form} />
      <LinkageSection form={form} buildingId={buildingId} />
    </>
  );
}
