import type { ChatAnswerSource } from '@fleetdeck/model';

/** Anchor of Q&A entry `index` (0-based) on its knowledge group's page; numbered from 1 as the page labels it. */
export const qaAnchor = (index: number) => `qa-${index + 1}`;

/** The knowledge group page of an answer's source, scrolled to its Q&A entry. */
export function qaEntryPath(source: ChatAnswerSource): string {
  return `/guide/knowledge-groups/${source.knowledgeGroupId}#${qaAnchor(source.qaIndex)}`;
}
