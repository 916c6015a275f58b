export { numberStepper, initialNumberStepperState, isAcceptedTypedValue } from './numberStepper';
export type { NumberStepperOptions, NumberStepperState, NumberStepperEvent } from './numberStepper';
