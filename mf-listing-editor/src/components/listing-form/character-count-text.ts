// What a text field's count says in the page's language (issue 88): "12 / 32 characters", and past
// the limit how many too many. The words are this slice's (its catalogue), the counter design-system's.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { withValues } from 'design-system/slice-i18n';

export function characterCountText(i18n: I18n, length: number, max: number): string {
  const over = length - max;
  return over > 0
    ? withValues(i18n, msg({ message: '{length} / {max} characters: {over} too many' }), { length, max, over })
    : withValues(i18n, msg({ message: '{length} / {max} characters' }), { length, max });
}
