import RotorCLI

RotorCommand.runMain()
