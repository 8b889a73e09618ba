import { extend } from '@pixi/react';
import { Container, Graphics, Text } from 'pixi.js';

// The Pixi classes scenes may use as JSX elements (<pixiContainer>, <pixiGraphics>, <pixiText>),
// registered once for the whole site.
extend({ Container, Graphics, Text });
