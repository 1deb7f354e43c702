/// Words the generated app is made of, so its identifiers, titles and icons read like a real app's.
enum Vocabulary {
    static let features = [
        "Profile", "Settings", "Checkout", "Cart", "Feed", "Search", "Onboarding", "Login", "Inbox", "Messages",
        "Notifications", "Orders", "Payments", "Wallet", "Rewards", "Map", "Stores", "Favorites", "History", "Help",
        "Account", "Camera", "Gallery", "Player", "Playlist", "Podcast", "Recipes", "Workout", "Calendar", "Events",
        "Tickets", "Booking", "Reviews", "Friends", "Groups", "Chat", "Documents", "Scanner", "Weather", "News",
    ]

    static let screenKinds = [
        "List", "Detail", "Editor", "Summary", "Picker", "Overview", "Filter", "Composer", "Home", "Dashboard",
    ]

    static let entities = [
        "Order", "Product", "Message", "Photo", "Track", "Episode", "Recipe", "Workout", "Event", "Ticket",
        "Review", "Friend", "Group", "Document", "Store", "Payment", "Reward", "Article", "Forecast", "Address",
        "Invoice", "Coupon", "Reminder", "Note", "Comment", "Badge", "Subscription", "Device", "Route", "Playlist",
    ]

    static let properties = [
        "title", "subtitle", "summary", "price", "quantity", "createdAt", "updatedAt", "rating", "author", "status",
        "category", "duration", "distance", "isFavorite", "isRead", "tags", "imageURL", "currency", "location", "notes",
    ]

    /// An SF Symbol, what VoiceOver should say for it, and the method a tap calls.
    struct Icon {
        var symbol: String
        var label: String
        var action: String
    }

    static let icons = [
        Icon(symbol: "square.and.arrow.up", label: "Share", action: "share"),
        Icon(symbol: "heart", label: "Favorite", action: "favorite"),
        Icon(symbol: "trash", label: "Delete", action: "delete"),
        Icon(symbol: "plus", label: "Add", action: "add"),
        Icon(symbol: "xmark", label: "Close", action: "close"),
        Icon(symbol: "gearshape", label: "Settings", action: "openSettings"),
        Icon(symbol: "magnifyingglass", label: "Search", action: "search"),
        Icon(symbol: "bell", label: "Notifications", action: "showNotifications"),
        Icon(symbol: "pencil", label: "Edit", action: "edit"),
        Icon(symbol: "star", label: "Rate", action: "rate"),
        Icon(symbol: "cart", label: "Cart", action: "openCart"),
        Icon(symbol: "person.crop.circle", label: "Profile", action: "openProfile"),
        Icon(symbol: "ellipsis.circle", label: "More options", action: "showMore"),
        Icon(symbol: "arrow.clockwise", label: "Refresh", action: "refresh"),
        Icon(symbol: "camera", label: "Take photo", action: "takePhoto"),
        Icon(symbol: "paperplane", label: "Send", action: "send"),
        Icon(symbol: "bookmark", label: "Save", action: "save"),
        Icon(symbol: "play.fill", label: "Play", action: "play"),
        Icon(symbol: "chevron.backward", label: "Back", action: "goBack"),
        Icon(symbol: "line.3.horizontal.decrease.circle", label: "Filter", action: "filter"),
    ]

    /// Asset names, which make uninformative labels.
    static let assetNames = ["img_banner", "icn_logo", "hero_image_2x", "avatar_placeholder", "bg_gradient"]

    static let controls: [(name: String, label: String)] = [
        ("volume", "Volume"), ("brightness", "Brightness"), ("speed", "Playback speed"), ("radius", "Search radius"),
        ("notifications", "Notifications"), ("darkMode", "Dark mode"), ("autoplay", "Autoplay"),
        ("location", "Share location"),
        ("email", "Email"), ("password", "Password"), ("quantity", "Quantity"), ("guests", "Guests"),
        ("name", "Full name"),
        ("promoCode", "Promo code"), ("zipCode", "ZIP code"), ("tip", "Tip"), ("reminder", "Reminder time"),
    ]

    static let headings = [
        "Recent activity", "Your orders", "Recommended", "Account details", "Payment method", "Upcoming",
        "Popular near you",
    ]
    static let bodyTexts = [
        "No items yet", "Pull to refresh", "Last updated today", "Free delivery over $35", "Tap a card to see more",
    ]
    static let hints = [
        "Opens the details.", "Shows more options.", "Adds the item to your cart.", "Plays the preview.",
    ]
    static let gestureHints = ["Tap to open", "Double tap to select.", "Swipe up for more", "Click to continue."]
    static let assetImages = ["onboarding_welcome", "empty_state", "promo_banner", "map_placeholder", "profile_header"]
}

extension String {
    /// `order` → `Order`.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
    /// `Order` → `order`.
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
