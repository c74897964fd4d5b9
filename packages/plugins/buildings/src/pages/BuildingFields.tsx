import { Subtitle2 } from '@fluentui/react-components';
import { useT, type UseFormReturn } from '@fleetdeck/sdk';
import { BuildingBasicFields } from './BuildingBasicFields.js';
import type { BuildingFormValues } from './buildingForm.js';
import { IpAllowListSection } from './IpAllowListSection.js';
import { LinkageSection } from './LinkageSection.js';
import { SpeechTextsSection } from './SpeechTextsSection.js';

/** Every part of the building form: basics, speech texts, IP allow-list and system linkage. */
export function BuildingFields({ form, buildingId }: { form: UseFormReturn<BuildingFormValues>; buildingId?: number }) {
  const t = useT();
  return (
    <>
      <Subtitle2 as="h2">{t('section.basics')}</Subtitle2>
      <BuildingBasicFields form={form} />
      <SpeechTextsSection form={form} />
      <IpAllowListSection form={form} />
      <LinkageSection form={form} buildingId={buildingId} />
    </>
  );
}
