import type { APIRequestContext, Locator } from '@playwright/test';

import { AppPage } from './app.ts';

/** A colour as its red, green and blue channels, 0–255. */
export type Rgb = readonly [number, number, number];

/** How far apart two colours are (straight-line distance over the three channels). */
export function colourDistance(a: Rgb, b: Rgb): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/**
 * What the eye sees at 390×844: the colours a control is painted with, where it sits and the
 * window's scroll position. Works on any screen; the screens' own models find the controls.
 */
export class LayoutProbe extends AppPage {
  /** The character's bottom bar. */
  menuLink(name: string): Locator {
    return this.page
      .getByRole('navigation', { name: 'Character menu' })
      .getByRole('link', { name, exact: true });
  }

  scrollY(): Promise<number> {
    return this.page.evaluate(() => Math.round(window.scrollY));
  }

  pageHeight(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollHeight);
  }

  /** Waits until the page stops growing (cards drawn after the catalogue or store answer). */
  async settle(): Promise<void> {
    let last = -1;
    for (let tries = 0; tries < 20; tries++) {
      const height = await this.pageHeight();
      if (height === last) return;
      last = height;
      await this.page.waitForTimeout(300);
    }
  }

  /**
   * Waits for the page's finite CSS animations and transitions (a dialog's fade-in, a theme's
   * colour change) to end, so boxes and colours are measured at rest, not mid-flight.
   */
  async animationsDone(): Promise<void> {
    await this.page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
  }

  async scrollTo(y: number): Promise<void> {
    await this.page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  }

  /**
   * The WCAG contrast ratio between a control's text colour and the first opaque background
   * behind it (its own, or an ancestor's when its own is transparent).
   */
  textContrast(target: Locator): Promise<number> {
    return target.evaluate((element) => {
      const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
      const text = channels(getComputedStyle(element).color);
      let background = [255, 255, 255];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const fill = channels(getComputedStyle(node).backgroundColor);
        if (fill.length === 3 || (fill.length === 4 && fill[3]! > 0)) {
          background = fill;
          break;
        }
      }
      const luminance = ([r, g, b]: number[]) => {
        const [lr, lg, lb] = [r!, g!, b!].map((value) => {
          const unit = value / 255;
          return unit <= 0.03928 ? unit / 12.92 : ((unit + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
      };
      const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a);
      return (light! + 0.05) / (dark! + 0.05);
    });
  }

  /**
   * The colour on screen at the centre of a control and at its top-left corner (outside a
   * round control: the card it sits on), read from a screenshot of it.
   */
  async centreAndCorner(target: Locator): Promise<{ centre: Rgb; corner: Rgb }> {
    const png = (await target.screenshot({ animations: 'disabled' })).toString('base64');
    return this.page.evaluate(async (data) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const at = (x: number, y: number) => {
        const [r, g, b] = context.getImageData(x, y, 1, 1).data;
        return [r!, g!, b!] as const;
      };
      return {
        centre: at(Math.floor(image.width / 2), Math.floor(image.height / 2)),
        corner: at(1, 1),
      };
    }, png);
  }

  /** How many lines a control's text runs to. */
  textLines(target: Locator): Promise<number> {
    return target.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      return tops.size;
    });
  }
}

/**
 * A level 6 wizard 2 / fighter 3 / rogue 1 (from `createWizard`'s level 6 wizard): the longest
 * class line the sheet's header has to fit beside Level up.
 */
export async function multiclassFromWizard(
  request: APIRequestContext,
  token: string,
  characterId: string,
): Promise<void> {
  const changed = await request.post(`/api/characters/${characterId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      classes: [
        { id: 'wizard', level: 2, hit_dice: 0 },
        { id: 'fighter', level: 3, hit_dice: 0 },
        { id: 'rogue', level: 1, hit_dice: 0 },
      ],
    },
  });
  if (changed.status() !== 200)
    throw new Error(`multiclass: ${changed.status()} ${await changed.text()}`);
}
