#!/usr/bin/env python3
"""Writes an Appium (WebDriverAgent) iOS page source as the JSON of
XCUIElementSnapshot.dictionaryRepresentation, the form a UI test writes with JSONSerialization.

WebDriverAgent reads its page source from the same XCUITest snapshot, so the two describe one
screen: the tests check that Rotor hears the same transcript from both.

usage: appium_to_snapshot.py PAGE_SOURCE.xml > SNAPSHOT.json
"""
import json
import sys
import xml.etree.ElementTree as ET

# XCUIElement.ElementType in the order of Apple's enumeration: the index is the raw value.
ELEMENT_TYPES = [
    "Any", "Other", "Application", "Group", "Window", "Sheet", "Drawer", "Alert", "Dialog", "Button",
    "RadioButton", "RadioGroup", "CheckBox", "DisclosureTriangle", "PopUpButton", "ComboBox", "MenuButton",
    "ToolbarButton", "Popover", "Keyboard", "Key", "NavigationBar", "TabBar", "TabGroup", "Toolbar", "StatusBar",
    "Table", "TableRow", "TableColumn", "Outline", "OutlineRow", "Browser", "CollectionView", "Slider",
    "PageIndicator", "ProgressIndicator", "ActivityIndicator", "SegmentedControl", "Picker", "PickerWheel",
    "Switch", "Toggle", "Link", "Image", "Icon", "SearchField", "ScrollView", "ScrollBar", "StaticText",
    "TextField", "SecureTextField", "DatePicker", "TextView", "Menu", "MenuItem", "MenuBar", "MenuBarItem", "Map",
    "WebView", "IncrementArrow", "DecrementArrow", "Timeline", "RatingIndicator", "ValueIndicator", "SplitGroup",
    "Splitter", "RelevanceIndicator", "ColorWell", "HelpTag", "Matte", "DockItem", "Ruler", "RulerMarker", "Grid",
    "LevelIndicator", "Cell", "LayoutArea", "LayoutItem", "Handle", "Stepper", "Tab", "TouchBar", "StatusItem",
]


def snapshot(node):
    label = node.get("label") or ""
    name = node.get("name") or ""
    return {
        "elementType": ELEMENT_TYPES.index(node.get("type", node.tag).removeprefix("XCUIElementType")),
        # WebDriverAgent's `name` is the identifier, or the label when there is no identifier.
        "identifier": "" if name == label else name,
        "label": label,
        "value": node.get("value"),
        "title": "",
        "placeholderValue": node.get("placeholderValue"),
        "frame": {key: float(node.get(attribute, "0"))
                  for key, attribute in [("X", "x"), ("Y", "y"), ("Width", "width"), ("Height", "height")]},
        "enabled": node.get("enabled") != "false",
        "selected": node.get("selected") == "true",
        "hasFocus": False,
        "children": [snapshot(child) for child in node],
    }


root = ET.parse(sys.argv[1]).getroot()
application = root[0] if root.tag == "AppiumAUT" else root
print(json.dumps(snapshot(application), indent=1, sort_keys=True))
