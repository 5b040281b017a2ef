// Illustrated portraits for the team section: head and shoulders in a flat, friendly style (face, hair, clothing),
// drawn in a 1000 × 1000 box and scaled to the canvas.
import { bokeh, f, leaf, mix } from './media-draw.mjs';

const shade = (color, t) => mix(color, '#000000', t);
const tint = (color, t) => mix(color, '#ffffff', t);

const FACE = 'M375 420 C375 308 430 262 500 262 C570 262 625 308 625 420 C625 522 568 596 500 600 C432 596 375 522 375 420 Z';

const HAIR = {
  // Back layers sit behind the head; front layers over the forehead.
  bun: {
    back: '<circle cx="515" cy="236" r="74"/><path d="M360 440 C350 300 420 238 500 238 C585 238 650 300 640 440 C600 420 400 420 360 440 Z"/>',
    front: 'M366 446 C356 300 428 238 502 238 C580 238 646 300 634 446 C626 388 606 346 574 322 C536 346 470 342 436 318 C404 340 378 388 366 446 Z',
    strands: 'M436 318 C470 300 520 296 574 322 M470 250 C500 262 540 262 580 276',
  },
  short: {
    back: '',
    front: 'M368 424 C360 300 420 244 506 244 C592 244 642 300 632 424 C626 376 612 346 592 332 C548 312 478 300 426 322 C398 340 380 376 368 424 Z',
    strands: 'M426 322 C470 296 540 292 592 332 M450 262 C500 250 560 256 600 282',
  },
  long: {
    back: '<path d="M352 430 C344 290 420 232 502 232 C588 232 660 290 650 430 L664 700 C630 736 566 728 546 690 L546 560 L454 560 L454 690 C434 728 370 736 336 700 Z"/>',
    front: 'M370 436 C364 300 428 246 506 246 C590 246 640 306 632 436 C616 366 566 318 476 328 C430 340 396 384 370 436 Z',
    strands: 'M476 328 C540 318 600 350 632 436 M430 270 C480 250 560 252 608 296',
  },
};

const CLOTHES = {
  /** A blazer over a blouse. */
  blazer: (c, p) => {
    const body = 'M120 1010 C130 850 210 772 330 742 C380 730 420 712 440 690 L560 690 C580 712 620 730 670 742 C790 772 870 850 880 1010 Z';
    c.add(`<path d="${body}" fill="${c.lin([[0, tint(p.clothes, 0.12)], [1, shade(p.clothes, 0.12)]], 0, 0, 1, 0)}"/>`);
    c.add(`<path d="M440 690 L500 860 L560 690 C545 705 520 712 500 712 C480 712 455 705 440 690 Z" fill="${p.inner}"/>`);
    c.add(`<path d="M436 694 L408 760 L452 790 L500 880 L500 860 L440 690 Z M564 694 L592 760 L548 790 L500 880 L500 860 L560 690 Z" fill="${shade(p.clothes, 0.22)}"/>`);
    c.add(`<path d="M470 760 Q500 790 530 760" stroke="#d8b060" stroke-width="4" fill="none"/><circle cx="500" cy="786" r="7" fill="#e8c070"/>`);
  },
  /** A crew-neck sweater over a collared shirt. */
  sweater: (c, p) => {
    const body = 'M120 1010 C130 850 210 772 330 742 C380 730 420 712 440 690 L560 690 C580 712 620 730 670 742 C790 772 870 850 880 1010 Z';
    c.add(`<path d="${body}" fill="${c.lin([[0, tint(p.clothes, 0.12)], [1, shade(p.clothes, 0.12)]], 0, 0, 1, 0)}"/>`);
    c.add(`<path d="M430 694 C450 740 550 740 570 694 L582 712 C556 770 444 770 418 712 Z" fill="${shade(p.clothes, 0.18)}"/>`);
    c.add(`<path d="M446 700 L474 744 L500 716 L526 744 L554 700 C540 712 520 718 500 718 C480 718 460 712 446 700 Z" fill="${p.inner}"/>`);
    let rib = '';
    for (let x = 160; x < 860; x += 16) rib += `M${x} 990 v20`;
    c.add(`<path d="${rib}" stroke="${shade(p.clothes, 0.2)}" stroke-width="3" opacity="0.4"/>`);
  },
  /** A soft knit with a rolled neck. */
  knit: (c, p) => {
    const body = 'M110 1010 C120 850 200 770 320 742 C372 730 414 714 432 694 L568 694 C586 714 628 730 680 742 C800 770 880 850 890 1010 Z';
    c.add(`<path d="${body}" fill="${c.lin([[0, tint(p.clothes, 0.14)], [1, shade(p.clothes, 0.12)]], 0, 0, 1, 0)}"/>`);
    c.add(`<path d="M420 700 C440 752 560 752 580 700 C574 676 426 676 420 700 Z" fill="${tint(p.clothes, 0.08)}"/>`);
    let ribs = '';
    for (let x = 200; x <= 800; x += 22) ribs += `M${x} ${x < 300 || x > 700 ? 880 : 780} V1010`;
    c.add(`<path d="${ribs}" stroke="${shade(p.clothes, 0.16)}" stroke-width="5" fill="none" opacity="0.35"/>`);
  },
};

export const portraitScenes = {
  /** A head-and-shoulders portrait: `skin`, `hair` (style and colour), `clothes`, optional glasses, beard, earrings. */
  illustratedPortrait(c, rng, p) {
    c.add(`<rect width="${c.W}" height="${c.H}" fill="${c.rad([[0, p.bg[0]], [1, p.bg[1]]], 0.3, 0.25, 1)}"/>`);
    for (let i = 0; i < 6; i++) leaf(c, c.W * (rng() < 0.5 ? 0.04 : 0.96), c.H * rng(), 260 + rng() * 160, 80, rng() * 6.28, p.leaf, { blur: 22, opacity: 0.55 });
    bokeh(c, rng, 10, [p.light], 20, 70, [0.55, 0, 1, 0.5], [0.2, 0.45]);
    const s = c.W / 1000;
    const skinShade = shade(p.skin, 0.18);
    const hair = HAIR[p.hairStyle];
    const parts = [];
    const add = (svg) => parts.push(svg);
    const sub = { add, lin: c.lin.bind(c), rad: c.rad.bind(c), id: c.id.bind(c), defs: c.defs, blur: c.blur.bind(c) };

    // Back hair, then the neck, clothing, ears and face, then the face's features and the front hair.
    // The head is drawn in its own box and placed a little lower and larger, over a short neck.
    const head = 'transform="translate(500 452) scale(1.14) translate(-500 -420)"';
    if (hair.back) add(`<g ${head} fill="${p.hair}">${hair.back}</g>`);
    add(`<path d="M448 560 L444 700 C470 724 530 724 556 700 L552 560 Z" fill="${c.lin([[0, shade(p.skin, 0.3)], [0.55, p.skin]], 0, 0, 0, 1)}"/>`);
    CLOTHES[p.clothesStyle](sub, p);
    add(`<g ${head}>`);
    add(`<ellipse cx="372" cy="448" rx="22" ry="36" fill="${p.skin}"/><ellipse cx="628" cy="448" rx="22" ry="36" fill="${p.skin}"/>`);
    add(`<ellipse cx="374" cy="450" rx="10" ry="20" fill="${skinShade}" opacity="0.5"/><ellipse cx="626" cy="450" rx="10" ry="20" fill="${skinShade}" opacity="0.5"/>`);
    if (p.earrings) add(`<circle cx="372" cy="492" r="8" fill="${p.earrings}"/><circle cx="628" cy="492" r="8" fill="${p.earrings}"/>`);
    const faceClip = c.id('face');
    c.defs.push(`<clipPath id="${faceClip}"><path d="${FACE}"/></clipPath>`);
    add(`<path d="${FACE}" fill="${c.rad([[0, tint(p.skin, 0.12)], [0.7, p.skin], [1, shade(p.skin, 0.06)]], 0.42, 0.4, 0.7)}"/>`);
    // The light comes from the left: the right side of the face falls into soft shade.
    add(`<g clip-path="url(#${faceClip})"><ellipse cx="690" cy="470" rx="140" ry="220" fill="${skinShade}" opacity="0.35" filter="${c.blur(20)}"/></g>`);
    if (p.beard) add(`<g clip-path="url(#${faceClip})"><path d="M372 460 C380 560 440 612 500 612 C560 612 620 560 628 460 C610 520 580 540 560 548 C540 530 460 530 440 548 C420 540 390 520 372 460 Z" fill="${p.beard}" opacity="0.9"/></g>`);
    add(`<circle cx="432" cy="508" r="32" fill="${p.blush}" opacity="0.28" filter="${c.blur(10)}"/><circle cx="568" cy="508" r="32" fill="${p.blush}" opacity="0.28" filter="${c.blur(10)}"/>`);
    const brow = shade(p.hair, 0.1);
    add(`<path d="M422 402 Q450 386 480 398 M520 398 Q550 386 578 402" stroke="${brow}" stroke-width="10" fill="none" stroke-linecap="round"/>`);
    for (const ex of [452, 548]) {
      add(`<ellipse cx="${ex}" cy="442" rx="14" ry="16" fill="#2a201c"/><circle cx="${ex + 5}" cy="436" r="4.5" fill="#ffffff"/>`);
      add(`<path d="M${ex - 22} 434 Q${ex} 418 ${ex + 22} 434" stroke="#2a201c" stroke-width="5" fill="none" stroke-linecap="round"/>`);
    }
    add(`<path d="M502 452 Q494 494 484 506 Q498 516 514 508" stroke="${shade(p.skin, 0.28)}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`);
    add(`<path d="M456 544 Q500 592 544 544 Q500 560 456 544 Z" fill="${p.lips}"/>`);
    add(`<path d="M466 550 Q500 568 534 550" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.8" stroke-linecap="round"/>`);
    if (p.glasses) add(`<g fill="none" stroke="${p.glasses}" stroke-width="7"><circle cx="452" cy="444" r="38"/><circle cx="548" cy="444" r="38"/><path d="M490 440 Q500 432 510 440 M414 436 L378 428 M586 436 L622 428"/></g>`);
    add(`<path d="${hair.front}" fill="${c.lin([[0, tint(p.hair, 0.12)], [1, shade(p.hair, 0.1)]], 0, 0, 1, 1)}"/>`);
    add(`<path d="${hair.strands}" stroke="${tint(p.hair, 0.28)}" stroke-width="6" fill="none" opacity="0.6" stroke-linecap="round"/>`);
    // A rim of light on the shoulder and hair, as in the other scenes.
    add('</g>');
    add(`<path d="M340 748 C250 772 170 840 140 960" stroke="${p.light}" stroke-width="8" fill="none" opacity="0.35" stroke-linecap="round"/>`);
    c.add(`<g transform="scale(${f(s)})">${parts.join('')}</g>`);
  },
};
