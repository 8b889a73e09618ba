import { extend } from '@pixi/react';
// Pixi builds shaders and uniform uploads without eval/new Function, so the site's Content-Security-Policy
// needs no 'unsafe-eval'.
import 'pixi.js/unsafe-eval';
import { Container, Graphics, Text } from 'pixi.js';

// The Pixi classes scenes may use as JSX elements (<pixiContainer>, <pixiGraphics>, <pixiText>),
// registered once for the whole site.
extend({ Container, Graphics, Text });
