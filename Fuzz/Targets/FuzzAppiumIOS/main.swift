import FuzzSupport

// Each input as an Appium / WebDriverAgent iOS page source, audited.
fuzz(.appiumIOS)
