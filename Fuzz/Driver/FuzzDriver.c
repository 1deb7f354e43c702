// Only the header matters: it declares libFuzzer's driver for the Swift fuzz targets.
#include "FuzzDriver.h"
