import { useMemo } from 'react';
import { useBadgeStyles } from '../shared/badgeStyles.js';
import type { RobotCellKit } from './RobotCells.js';
import { useRobotCellText } from './robotCellText.js';
import { useRobotCellStyles } from './robotCellStyles.js';

/** The texts and classes of robot cells, one object for a whole grid or table (memoized cells keep it). */
export function useRobotCellKit(): RobotCellKit {
  const text = useRobotCellText();
  const badge = useBadgeStyles();
  const cell = useRobotCellStyles();
  return useMemo(() => ({ text, badge, cell }), [text, badge, cell]);
}
