import { extend } from '@pixi/react';
// Pixi builds shaders and uniform uploads without eval/new Function, so the site's Content-Security-Policy
// needs no 'unsafe-eval'.
import 'pixi.js/unsafe-eval';
import { CanvasTextMetrics, Container, Graphics, Text } from 'pixi.js';
import { stopSystemTicker } from './stopSystemTicker';

// The Pixi classes scenes may use as JSX elements (<pixiContainer>, <pixiGraphics>, <pixiText>),
// registered once for the whole site.
extend({ Container, Graphics, Text });

stopSystemTicker();

// Measure text with the canvas's own letter spacing where the browser has it (all current ones): Pixi's
// fallback splits every label into graphemes with an Intl.Segmenter, whose first use loads the browser's
// segmentation data. No scene spaces its letters, so both ways draw the same.
CanvasTextMetrics.experimentalLetterSpacing = true;
