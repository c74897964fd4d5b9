/** English strings of the asilla plugin (namespace `asilla`). */
export const en = {
  menu: { asilla: 'asilla' },
  list: { view: 'View' },
  title: { list: 'asilla settings', edit: 'asilla setting', create: 'New asilla setting' },
  field: {
    name: 'Setting name', organizationId: 'Organization', buildingId: 'Building', flowId: 'Flow', robotId: 'Robot', behaviours: 'Detectable behaviours',
    intrusionDetection: 'Intrusion detection', updatedAt: 'Updated', area: 'Detection area',
  },
  behaviour: { fall: 'Fall', wheelchair: 'Wheelchair', violence: 'Violence', loitering: 'Loitering' },
  area: {
    enabled: 'Limit detection to an area of the camera image', x: 'Left (%)', y: 'Top (%)', width: 'Width (%)', height: 'Height (%)',
    hint: 'Percent of the camera image, measured from its top-left corner.', outside: 'The area must stay inside the image (left + width and top + height at most 100).',
    whole: 'Whole image',
  },
  intrusion: { on: 'On', off: 'Off' },
};
