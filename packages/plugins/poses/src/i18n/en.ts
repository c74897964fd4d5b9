/** English strings of the poses plugin (namespace `poses`). */
export const en = {
  menu: { poses: 'Pose definitions', networks: 'Pose networks' },
  title: {
    poseList: 'Pose definitions', poseCreate: 'New pose', poseEdit: 'Pose', networkList: 'Pose networks', networkCreate: 'New pose network',
    networkEdit: 'Pose network',
  },
  field: {
    name: 'Pose name', networkName: 'Network name', buildingId: 'Building', floorId: 'Floor', x: 'X (m)', y: 'Y (m)', yaw: 'Heading (degrees)',
    nodes: 'Poses in the network', edges: 'Connections', updatedAt: 'Updated',
  },
  hint: { yaw: '-180 to 180; 0 faces the map\'s X axis', nodes: 'Poses of the chosen floor.' },
  edge: { from: 'From {{number}}', to: 'To {{number}}', add: 'Add connection', remove: 'Remove connection {{number}}', none: 'No connections yet.' },
  noPoses: 'The chosen floor has no poses yet.',
  rules: {
    poseNotOnFloor: 'This pose is not on the chosen floor',
    edgeNodeMissing: 'Choose a pose of this network', edgeLoop: 'Choose a different pose than the start',
  },
};
